/** The server's notion of now, injected so tests can set it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
