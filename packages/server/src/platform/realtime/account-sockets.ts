/** A signed-in socket as the per-account limit sees it. */
export interface AccountSocket {
  /** Closes the socket because newer ones of its account took its place. */
  evict(): void;
}

/** The signed-in sockets of each account on this instance, oldest first. */
export interface AccountSockets {
  /** Counts `socket` for the account (again after a re-authentication); evicts the account's oldest beyond the limit. */
  claim(accountId: string, socket: AccountSocket): void;
  release(socket: AccountSocket): void;
}

export function createAccountSockets(maxPerAccount: number): AccountSockets {
  const byAccount = new Map<string, Set<AccountSocket>>();
  const accountOf = new Map<AccountSocket, string>();
  const release = (socket: AccountSocket) => {
    const accountId = accountOf.get(socket);
    if (accountId === undefined) return;
    accountOf.delete(socket);
    const sockets = byAccount.get(accountId);
    sockets?.delete(socket);
    if (sockets?.size === 0) byAccount.delete(accountId);
  };
  return {
    claim(accountId, socket) {
      if (accountOf.get(socket) === accountId) return;
      release(socket);
      let sockets = byAccount.get(accountId);
      if (!sockets) byAccount.set(accountId, (sockets = new Set()));
      sockets.add(socket);
      accountOf.set(socket, accountId);
      for (const oldest of sockets) {
        if (sockets.size <= maxPerAccount) break;
        release(oldest);
        oldest.evict();
      }
    },
    release,
  };
}
