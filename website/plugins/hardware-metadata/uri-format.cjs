// The `uri` format of the hardware schema (http and https URLs), so that ajv-formats is not needed.
// CommonJS: the validator compiled ahead of time (validator.generated.cjs) requires it by path.
module.exports = {
  uri: {
    type: 'string',
    validate(value) {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    },
  },
};
