/** Natural size of the clips (portrait 360x640); the box keeps this ratio so nothing shifts. */
export const VIDEO_WIDTH = 360;
export const VIDEO_HEIGHT = 640;
