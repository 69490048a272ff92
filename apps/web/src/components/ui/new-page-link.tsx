import type { MouseEvent } from 'react';
import { Link, type LinkProps } from 'react-router';
import { nativeEvents } from '@/lib/native-events';

/**
 * A link to a page that opens on top of the current one: a document or a legal
 * text read in the middle of a form. Inside the native app the app opens it in
 * a page of its own (openPageInApp with the page's address and `title`), so the
 * form stays as it was; in a browser it is an ordinary link.
 */
export function NewPageLink({ to, title, onClick, ...rest }: LinkProps & { to: string; title: string }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && nativeEvents.openPageInApp(to, title)) event.preventDefault();
  };
  return <Link to={to} onClick={open} {...rest} />;
}
