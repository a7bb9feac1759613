/**
 * The config file the CLI's `--config` names (Docusaurus's option, any file name), for every part
 * of the build that loads the config: the CLI sets it before anything loads, and worker threads
 * and processes see it with the rest of the environment.
 */
export const CONFIG_FILE_VARIABLE = 'SITEGEN_CONFIG';
