import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { notify } from '../../../shared/ui/toaster';
import { useUserLocation } from '../location-context';
import { failureMessageKey } from '../model/geolocation';

/**
 * The search's Near me: the user's position (the known one, else a fresh detection with the spec §9
 * options) handed to `onFound`; a failure is reported with the spec §8 messages.
 */
export function useNearMe(onFound: (lat: number, lon: number) => void) {
  useNamespaces('location');
  const { t } = useTranslation('location');
  const { locate } = useUserLocation();
  const [locating, setLocating] = useState(false);

  async function run() {
    setLocating(true);
    try {
      const result = await locate();
      if ('coords' in result) {
        onFound(result.coords.lat, result.coords.lon);
        return;
      }
      notify.error({ title: t('messages.notAvailable'), description: t(failureMessageKey(result.failure)) });
    } finally {
      setLocating(false);
    }
  }

  return {
    locate: () => void run(),
    locating,
    label: t('nearMe.button'),
    locatingLabel: t('nearMe.locating'),
  };
}
