import { useId, type ReactNode } from 'react';
import { Card } from './card';
import './form-section.css';

interface FormSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled group of fields inside a form, drawn as a card and named by its title for screen readers. */
export function FormSection({ title, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <Card className="ui-form-section" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {children}
    </Card>
  );
}
