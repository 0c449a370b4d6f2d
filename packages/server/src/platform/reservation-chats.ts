import type { DbOrTrx } from '../db/database';

type ChatNumberSource = (db: DbOrTrx, reservationId: string) => Promise<number | null>;

/**
 * A reservation's chat number, answered by the chat module (the owner of the chats) for modules that cannot import it:
 * door access sits below the suite and reservation modules, which the chat module imports, so an import would close a
 * cycle. Without the chat module every reservation answers null.
 */
export interface ReservationChats {
  useSource(source: ChatNumberSource): void;
  chatNumberOf(db: DbOrTrx, reservationId: string): Promise<number | null>;
}

export function createReservationChats(): ReservationChats {
  let source: ChatNumberSource | undefined;
  return {
    useSource: (chatNumbers) => void (source = chatNumbers),
    chatNumberOf: async (db, reservationId) => (source ? source(db, reservationId) : null),
  };
}
