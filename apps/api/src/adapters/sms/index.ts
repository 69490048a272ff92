import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/config';
import { createDevOutboxSender } from './dev-outbox';
import { createHttpGatewaySender } from './http-gateway';
import type { SmsSender } from './sms-sender';

export type { SmsSender } from './sms-sender';

export function createSmsSender(config: AppConfig, logger: FastifyBaseLogger): SmsSender {
  if (config.SMS_ADAPTER === 'http' && config.SMS_GATEWAY_URL && config.SMS_GATEWAY_TOKEN) {
    return createHttpGatewaySender({ url: config.SMS_GATEWAY_URL, token: config.SMS_GATEWAY_TOKEN, logger });
  }
  return createDevOutboxSender();
}
