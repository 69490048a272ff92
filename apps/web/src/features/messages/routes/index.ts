// The message center, loaded with the profile pages as one chunk (docs/decisions/006).

export { default as MsgCenterPage } from './msg-center';
export { default as MsgDetailPage } from './msg-detail';
