import type { FlowDefinition } from '../../engine/core';
import flowJson from '../../flows/registration/registration.flow.json';

/** The registration flow file, typed. */
export const registrationFlow = flowJson as unknown as FlowDefinition;

/** The folder of the flow under flows/, used to load its step files. */
export const REGISTRATION_FOLDER = 'registration';
