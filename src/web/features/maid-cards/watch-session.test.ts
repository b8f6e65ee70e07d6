import { describe, expect, it } from 'vitest';
import { WatchSession, type WatchEvent } from './watch-session';

describe('WatchSession', () => {
  it('logs play, progress, pause and end with the duration and the seconds actually watched', () => {
    const events: WatchEvent[] = [];
    const s = new WatchSession(7, (e) => events.push(e));
    s.play(0, 30);
    for (let t = 0.25; t <= 5; t += 0.25) s.time(t);
    s.progress(30);
    s.pause(6, 30);
    s.play(6, 30);
    s.end(30);
    expect(events.map((e) => e.logType)).toEqual(['play', 'progress', 'pause', 'play', 'end']);
    expect(events[1]).toEqual({ housemaid: 7, logType: 'progress', videoDuration: 30, watchedDuration: 5 });
    expect(events[2]!.watchedDuration).toBe(6);
  });

  it('does not count a seek as watched time', () => {
    const s = new WatchSession(1, () => undefined);
    s.play(0, 60);
    s.time(1);
    s.time(40); // jumped ahead
    s.time(41);
    expect(s.watchedSeconds).toBe(2);
  });

  it('reports 0 for an unknown duration instead of NaN', () => {
    const events: WatchEvent[] = [];
    new WatchSession(1, (e) => events.push(e)).play(0, Number.NaN);
    expect(events[0]!.videoDuration).toBe(0);
  });
});
