// An S3-compatible object store for the topology suite and the load bench: s3rver (npm, pure
// Node, no network) on 127.0.0.1, keeping its objects in a folder, with the site's bucket made.
// Usage: node tools/topology/s3-server.mjs <port> <folder> <bucket>
import S3rver from 's3rver';

const [port, directory, bucket] = process.argv.slice(2);
if (!port || !directory || !bucket) {
  console.error('usage: s3-server.mjs <port> <folder> <bucket>');
  process.exit(2);
}
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
await server.run();
console.log(`s3rver on 127.0.0.1:${port}, bucket ${bucket}`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
