/** The format of the practice videos: picture size, frame rate and audio sample rate. */

export const W = 1280;
export const H = 720;
export const FPS = 30;
export const SR = 48000; // 1 video frame = 1600 samples exactly
