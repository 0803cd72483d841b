import { registerCatalogs } from '../../i18n/catalog';
import { RegistrationFlow } from '../../pages/registration/registration-page';

registerCatalogs();

/** The registration's steps without the page around them, for the shell's /test/registration. */
export default RegistrationFlow;
