import { copyText } from '@/lib/copy-text';

export interface Invitation {
  title: string;
  /** The message, without the link. */
  text: string;
  url: string;
}

/** What a share came to: the sheet was used, the text copied instead, the user changed their mind, or nothing worked. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * The system share sheet (Web Share API) where the browser has one; else the
 * message and link go to the clipboard, so the user can paste them anywhere.
 */
export async function shareInvite(invitation: Invitation, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(invitation);
      return 'shared';
    } catch (err) {
      // The user closed the sheet: nothing to say. Any other refusal falls back to copying.
      if ((err as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(`${invitation.text} ${invitation.url}`)) ? 'copied' : 'failed';
}

/** WhatsApp's own share link (no number: the user picks the chat). */
export const whatsAppLink = (invitation: Invitation) =>
  `https://wa.me/?text=${encodeURIComponent(`${invitation.text} ${invitation.url}`)}`;
