import type { StepTelemetry } from '@app/contract';
import { formatAddress } from '@app/domain';
import { useBaseInfoStore } from '@/stores/base-info-store';
import type { AddressValues } from './address-values';
import { mirrorField } from './form-fields/store-mirror';

/** After the save: the spec §3 base-info linkData gets the address and its counters. */
export function mirrorAddress(values: AddressValues, telemetry: StepTelemetry): void {
  const region = formatAddress({ city: values.city, state: values.state });
  useBaseInfoStore.setState((state) => ({
    linkData: {
      zipCode: mirrorField(state.linkData.zipCode, values.pinCode, telemetry, 'pinCode'),
      liveRegion: { ...state.linkData.liveRegion, value: region },
      province: mirrorField(state.linkData.province, values.state, telemetry, 'state'),
      city: mirrorField(state.linkData.city, values.city, telemetry, 'city'),
      area: mirrorField(state.linkData.area, values.area, telemetry, 'area'),
      detailAddress: mirrorField(
        state.linkData.detailAddress,
        values.detailAddress,
        telemetry,
        'detailAddress',
      ),
    },
    baseData: { ...state.baseData, liveRegion: { ...state.baseData.liveRegion, value: region } },
  }));
}
