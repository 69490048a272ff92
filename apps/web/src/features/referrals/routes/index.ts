// Refer and earn, one lazy chunk behind one loader in the route table (docs/decisions/006).

export { default as InvitePage } from './invite';
