import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isInNativeApp } from '@/lib/bridge';
import { tellNative } from '@/lib/tell-native';

/**
 * A link that leaves the app (WhatsApp, the website, RBI): a new tab in a
 * browser; inside the native app, the app opens it (spec §7 openUrl, or
 * goWebsite for the company's own site), since a WebView would otherwise load
 * it in place of the app.
 */
export function ExternalLink({
  href,
  children,
  website = false,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; website?: boolean }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isInNativeApp()) return;
    // /start's operator note links out: the native messages load only inside the app (lib/tell-native).
    event.preventDefault();
    tellNative((events) => (website ? events.goWebsite(href) : events.openUrl(href)));
  };
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={open} {...rest}>
      {children}
    </a>
  );
}
