import type { FormEvent, ReactNode } from 'react';

/**
 * A form that never reloads the page and leaves validation to us (our rules
 * and messages, not the browser's). Enter in any field submits.
 */
export function Form({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const handle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="form" noValidate onSubmit={handle}>
      {children}
    </form>
  );
}
