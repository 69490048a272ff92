import type { MouseEvent } from 'react';
import { Link, type LinkProps } from 'react-router';
import { isInNativeApp } from '@/lib/bridge';
import { tellNative } from '@/lib/tell-native';

/**
 * A link to a page that opens on top of the current one: a document or a legal
 * text read in the middle of a form. Inside the native app the app opens it in
 * a page of its own (openPageInApp with the page's address and `title`), so the
 * form stays as it was; in a browser it is an ordinary link.
 */
export function NewPageLink({ to, title, onClick, ...rest }: LinkProps & { to: string; title: string }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isInNativeApp()) return;
    // The legal links of /start: the native messages load only inside the app (lib/tell-native).
    event.preventDefault();
    tellNative((events) => events.openPageInApp(to, title));
  };
  return <Link to={to} onClick={open} {...rest} />;
}
