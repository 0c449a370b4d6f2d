/** The server's notion of now, injected so tests can set it. The only place that reads the system clock. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
