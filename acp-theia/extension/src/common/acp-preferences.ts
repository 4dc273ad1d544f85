import { PreferenceSchema } from '@theia/core';
import type { JSONValue } from '@theia/core/shared/@lumino/coreutils';
import { AcpAgentConfig } from './acp-protocol';

export const ACP_AGENTS_PREF = 'acp.agents';

/** acp4j from the PATH (the repository's `./acp4j` script, or the archive's `bin/acp4j`). */
export const DEFAULT_AGENTS: AcpAgentConfig[] = [{ name: 'acp4j', command: 'acp4j', args: ['--acp', '--stdio'] }];

export const AcpPreferencesSchema: PreferenceSchema = {
    properties: {
        [ACP_AGENTS_PREF]: {
            type: 'array',
            title: 'ACP agents',
            markdownDescription: 'The ACP agents the chat offers, each started over stdio by the Theia backend: '
                + '`name` (typed after `@` in the chat), `command`, `args` and `env`.',
            default: DEFAULT_AGENTS as unknown as JSONValue,
            items: {
                type: 'object',
                required: ['name', 'command'],
                properties: {
                    name: { type: 'string' },
                    command: { type: 'string' },
                    args: { type: 'array', items: { type: 'string' } },
                    env: { type: 'object', additionalProperties: { type: 'string' } }
                }
            }
        }
    }
};
