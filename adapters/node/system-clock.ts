import type { Clock } from '../../core/index.js';

export const systemClock: Clock = { now: () => Date.now() };
