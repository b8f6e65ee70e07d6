// autocannon ships no types; this is the part of its API the bench uses.
declare module 'autocannon' {
  import type { ClientRequest } from 'node:http';

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    overallRate?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: Array<RawRequest & { setupRequest?: (req: RawRequest, context: object) => RawRequest }>;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }
  function autocannon(options: Options): Promise<Result> & { stop(): void; on(e: string, f: (r: ClientRequest) => void): void };
  export default autocannon;
}
