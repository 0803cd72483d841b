/**
 * Careers (SPEC §2 /lavora-con-noi/**, §3 Job application and job listing sort options, §6, §9):
 * open positions of three kinds, their search, and the applications with their files. Shared by
 * the server (/api/careers/**) and the careers remote.
 */
export * from './careers-values';
export * from './careers-position-schemas';
export * from './careers-application-schemas';
