// One reading of a User-Agent for the devices list and the server's new-device mail.
export { deviceNameOf, type DeviceName } from '@iper/contracts';
