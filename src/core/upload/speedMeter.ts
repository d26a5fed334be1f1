/** Time constant of the exponential moving average, and the shortest sample window. */
const SPEED_TAU_MS = 2000;
const SPEED_MIN_WINDOW_MS = 250;

/** Smooths the upload speed of one file. */
export interface SpeedMeter {
  /** A new PUT starts from 0 bytes at `now` (the smoothed speed is kept). */
  restart(now: number): void;
  /** Bytes sent so far by this PUT, at `now`; returns the smoothed bytes per second, or `null` before two samples. */
  sample(sent: number, now: number): number | null;
}

/**
 * An exponential moving average over windows of at least 250 ms, so a burst
 * of progress events (socket buffers filling) does not make the speed jump.
 */
export function createSpeedMeter(): SpeedMeter {
  let speed: number | null = null;
  let sampleAt = 0;
  let sampleSent = 0;
  return {
    restart(now) {
      sampleAt = now;
      sampleSent = 0;
    },
    sample(sent, now) {
      if (sent < sampleSent) {
        sampleSent = sent;
        sampleAt = now;
      } else if (now - sampleAt >= SPEED_MIN_WINDOW_MS) {
        const dt = now - sampleAt;
        const instant = ((sent - sampleSent) * 1000) / dt;
        const alpha = 1 - Math.exp(-dt / SPEED_TAU_MS);
        speed = speed === null ? instant : speed + alpha * (instant - speed);
        sampleAt = now;
        sampleSent = sent;
      }
      return speed;
    },
  };
}
