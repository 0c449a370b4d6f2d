import type { ComponentProps } from 'react';
import { TextField } from './text-field';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'autoCapitalize' | 'spellCheck'>;

/** A TextField for an email address: the email keyboard, no capitals or spell check, and filled in as the username. */
export function EmailField(props: EmailFieldProps) {
  return <TextField type="email" inputMode="email" autoComplete="username" autoCapitalize="off" spellCheck={false} {...props} />;
}
