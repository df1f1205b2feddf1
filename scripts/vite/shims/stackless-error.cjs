/* global module */
// An error made without capturing a stack (scripts/vite/lean-libraries.ts), for the sentinel errors React DOM makes at
// module load and only throws and compares by identity. `new Error()` there captures the stack of the module's
// evaluation; with DevTools' Runtime domain on, V8 then parses the whole chunk again for its source positions.

/** An `Error` (its prototype, name and message) with no stack. */
module.exports = function stacklessError(message) {
  const error = Object.create(Error.prototype);
  Object.defineProperty(error, 'message', { value: message, writable: true, configurable: true });
  return error;
};
