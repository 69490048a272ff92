/** English strings of the message center (spec §2 /msgCenter, /msgDetail). */
export const enMessages = {
  messages: {
    title: 'Messages',
    detailTitle: 'Message',
    open: 'Messages',
    tab: { notify: 'Notices', activity: 'Offers' },
    unread: 'Unread',
    unreadCount_one: '{{count}} unread',
    unreadCount_other: '{{count}} unread',
    readAll: 'Mark all as read',
    more: 'Load more',
    moreFailed: 'Could not load more. Tap to try again',
    end: 'No more messages',
    empty: {
      notify: 'No notices yet',
      activity: 'No offers yet',
    },
    emptyBody: 'Updates about your application, loan and repayments will appear here.',
    loadFailed: 'Your messages could not be loaded.',
    notFound: 'This message could not be found.',
    toCenter: 'Go to messages',
    target: {
      bill: 'View the bill',
      agreements: 'View the agreements',
      loan: 'Open My Loan',
      home: 'Go to Home',
      coupons: 'Open my coupons',
      settings: 'Open settings',
      feedback: 'Read the reply',
    },
  },
} as const;
