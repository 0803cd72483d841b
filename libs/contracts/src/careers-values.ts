// Careers values and rules the browser needs (no zod): importing them never bundles a schema.
export * from './careers-positions';
export * from './careers-dates';
export * from './careers-answers';
export * from './careers-files';
