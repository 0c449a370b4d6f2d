import { initialsOf } from '@/lib/text/names';
import { classNames } from './class-names';
import './avatar.css';

export type AvatarSize = 'small' | 'medium' | 'large' | 'xlarge';

const DIAMETER: Record<AvatarSize, number> = { small: 36, medium: 40, large: 56, xlarge: 96 };

interface AvatarProps {
  /** Whose avatar it is: their initials show when there is no picture. */
  name: string;
  /** Their picture (the API path of the person image, or a chosen file's preview), if there is one. */
  image?: string | null;
  size?: AvatarSize;
  /** 'strong' draws the initials on the secondary colour (the guest's own guide), 'soft' on the quiet accent. */
  tone?: 'soft' | 'strong';
  /** What a screen reader says for it; without one it is decorative, as the name stands beside it. */
  label?: string;
  className?: string;
}

/** A person's round picture, or their initials in its place. */
export function Avatar({ name, image, size = 'medium', tone = 'soft', label, className }: AvatarProps) {
  const classes = classNames('avatar', `avatar--${size}`, `avatar--${tone}`, className);
  if (image) {
    const diameter = DIAMETER[size];
    return <img className={classes} src={image} alt={label ?? ''} width={diameter} height={diameter} />;
  }
  const spoken = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span className={classes} {...spoken}>
      {initialsOf(name)}
    </span>
  );
}
