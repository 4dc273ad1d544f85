// The values of an ACP session config option, for the frontend to offer and the backend to send.
import type { SessionConfigOption } from '@agentclientprotocol/sdk';

/** One value an option may be set to. */
export interface AcpConfigValue {
    value: string | boolean;
    name: string;
    description?: string;
}

/** The values of a select (its groups flattened, each named after its group) or a boolean option. */
export function configValues(option: SessionConfigOption): AcpConfigValue[] {
    if (option.type === 'boolean') {
        return [{ value: true, name: 'On' }, { value: false, name: 'Off' }];
    }
    return option.options.flatMap(entry => 'options' in entry
        ? entry.options.map(value => ({ value: value.value, name: `${entry.name}: ${value.name}`, description: value.description ?? undefined }))
        : [{ value: entry.value, name: entry.name, description: entry.description ?? undefined }]);
}

/** The option's current value as the user reads it. */
export function currentValueName(option: SessionConfigOption): string {
    return configValues(option).find(value => value.value === option.currentValue)?.name ?? String(option.currentValue);
}

/** The session's model option (category `model`, else id `model`). */
export function isModelOption(option: SessionConfigOption): boolean {
    return option.category === 'model' || (option.category == null && option.id === 'model');
}
