import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '@/lib/api';
import { type CampaignRow, contentApi } from './content-api';

/** The latest sends of one kind, reloaded after each send. */
export function useCampaigns(kind: CampaignRow['kind']) {
  const { message } = App.useApp();
  const [rows, setRows] = useState<CampaignRow[]>([]);
  const [loading, setLoading] = useState(true);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setRows((await contentApi.campaigns()).filter((row) => row.kind === kind));
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setLoading(false);
    }
  }, [kind, message]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { rows, loading, reload };
}
