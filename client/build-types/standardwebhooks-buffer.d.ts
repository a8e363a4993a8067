// standardwebhooks' declarations name Node's `Buffer` (verify(payload: string | Buffer)), and this package
// builds without Node's types (it runs in browsers too). The webhooks entry passes strings only; this
// names the type for the build and is not part of the published declarations.
interface Buffer extends Uint8Array {}
