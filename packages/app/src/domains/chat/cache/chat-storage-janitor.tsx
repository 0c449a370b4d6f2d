import { useEffect } from 'react';
import { useSession } from '@/lib/session/use-session';
import { clearChatStorage } from './chat-storage';

/** Logout always clears local data: with nobody signed in, no chat data stays in storage. Mount once at the root. */
export function ChatStorageJanitor() {
  const isSignedOut = useSession() === null;
  useEffect(() => {
    if (isSignedOut) clearChatStorage();
  }, [isSignedOut]);
  return null;
}
