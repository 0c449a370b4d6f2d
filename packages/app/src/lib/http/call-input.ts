import type { Endpoint, EndpointBodyInput, EndpointParams, EndpointQuery } from '@stay/contract';

export interface CallSettings {
  /** The caller handles every failure itself: no toast or alert and no offline page. A 401 still ends the session. */
  silentErrors?: boolean;
  signal?: AbortSignal;
}

type Required<Key extends string, Value> = [Value] extends [undefined] ? { [K in Key]?: never } : { [K in Key]: Value };
type Optional<Key extends string, Value> = [Value] extends [undefined] ? { [K in Key]?: never } : { [K in Key]?: Value };

/** `params` and `body` are required when the endpoint declares them; `query` is always optional. */
export type CallInput<E extends Endpoint> = Required<'params', EndpointParams<E>> &
  Optional<'query', EndpointQuery<E>> &
  Required<'body', EndpointBodyInput<E>> &
  CallSettings;

/** Lets `call(endpoint)` omit the input when nothing in it is required. */
export type CallArgs<E extends Endpoint> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];
