import type { StepTelemetry } from '@app/contract';
import { type ContactState, useContactStore } from '@/stores/contact-store';
import { type ChoiceOptions, labelOf } from './basic-options';
import { CONTACT_INDEXES, type ContactValues, contactField } from './contact-values';
import { mirrorField } from './form-fields/store-mirror';

/** After the save: the spec §3 contact store gets the three contacts and their counters. */
export function mirrorContacts(
  values: ContactValues,
  telemetry: StepTelemetry,
  options: ChoiceOptions,
): void {
  useContactStore.setState((state) => {
    const contacts = CONTACT_INDEXES.map((i) => {
      const entry = state.contacts[i];
      const name = contactField(i, 'name');
      const phone = contactField(i, 'phone');
      const relationship = contactField(i, 'relationship');
      return {
        name: mirrorField(entry.name, values[name], telemetry, name),
        phone: mirrorField(entry.phone, values[phone], telemetry, phone),
        relationship: mirrorField(
          entry.relationship,
          values[relationship],
          telemetry,
          relationship,
          labelOf(options.relationship, values[relationship]),
        ),
      };
    }) as ContactState['contacts'];
    return {
      contacts,
      showContactNum: 3,
      appBackCount: telemetry.appBackCount,
      appBackDuration: telemetry.appBackDuration,
      contactDurationList: telemetry.durationList,
    };
  });
}
