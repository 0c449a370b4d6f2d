import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the initials, hidden from screen readers, when there is no picture', () => {
    const { container } = render(<Avatar name="Sanne de Vries" />);
    const avatar = container.firstElementChild!;
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar).toHaveTextContent(/^SV$/);
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar).toHaveClass('avatar', 'avatar--medium', 'avatar--soft');
  });

  it('shows the picture instead, decorative and at the size asked for', () => {
    const { container } = render(<Avatar name="Sanne de Vries" image="/api/person/image/7" size="large" tone="strong" className="guide-card__avatar" />);
    const picture = container.querySelector('img')!;
    expect(picture).toHaveAttribute('src', '/api/person/image/7');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('width', '56');
    expect(picture).toHaveClass('avatar--large', 'avatar--strong', 'guide-card__avatar');
    expect(container).not.toHaveTextContent('SV');
  });

  it('is named for screen readers when given a label, picture or initials', () => {
    const { rerender } = render(<Avatar name="Sanne de Vries" size="xlarge" label="Picture of Sanne de Vries" />);
    expect(screen.getByRole('img', { name: 'Picture of Sanne de Vries' })).toHaveTextContent('SV');
    rerender(<Avatar name="Sanne de Vries" image="data:image/png;base64,AA==" size="xlarge" label="Preview" />);
    expect(screen.getByRole('img', { name: 'Preview' })).toHaveAttribute('width', '96');
  });

  it('shows a question mark for a person without a name', () => {
    const { container } = render(<Avatar name=" " />);
    expect(container.firstElementChild).toHaveTextContent(/^\?$/);
  });
});
