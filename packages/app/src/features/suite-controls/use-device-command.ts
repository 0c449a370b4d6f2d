import { useIonToast } from '@ionic/react';
import { TOAST_DURATION_MS, type Device, type DeviceCommand } from '@stay/contract';
import { useControlDevice } from '@/domains/suite/use-control-device';
import { useSuiteControlsTranslation } from './i18n';

/**
 * Sends a command to one of the guest's devices. A command the device received but has not confirmed in time comes
 * back with the state unknown: the guest is told so (it may still be carried out), never that it failed.
 */
export function useDeviceCommand(device: Device) {
  const { t } = useSuiteControlsTranslation();
  const [presentToast] = useIonToast();
  const control = useControlDevice(device._id);
  const send = (command: DeviceCommand) =>
    control.mutate(command, {
      onSuccess: (answer) => {
        if (answer.state?.status !== 'unknown') return;
        void presentToast({ message: t('suiteControls.unconfirmed', { name: device.name }), duration: TOAST_DURATION_MS * 2, position: 'bottom', color: 'warning' });
      },
    });
  return { isPending: control.isPending, variables: control.variables, send };
}
