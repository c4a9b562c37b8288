export type { RegistrationWords, RegistrationFieldName } from './registration.words';
export type { RegistrationApi } from './registration.connect';
export { connectRegistration } from './registration.connect';
export type { RegistrationProps } from './Registration';
export { Registration, RegistrationUnavailable } from './Registration';
