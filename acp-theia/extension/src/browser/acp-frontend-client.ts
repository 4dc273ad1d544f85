// The frontend side of the backend's ACP client: files through Theia's editors and file service,
// updates and questions to the turn's chat response.
import type {
    AvailableCommand, ReadTextFileRequest, ReadTextFileResponse, RequestPermissionRequest, RequestPermissionResponse,
    SessionNotification, WriteTextFileRequest
} from '@agentclientprotocol/sdk';
import { PromptService } from '@theia/ai-core/lib/common/prompt-service';
import { Emitter, URI } from '@theia/core';
import { FileUri } from '@theia/core/lib/common/file-uri';
import { inject, injectable } from '@theia/core/shared/inversify';
import { FileService } from '@theia/filesystem/lib/browser/file-service';
import { MonacoWorkspace } from '@theia/monaco/lib/browser/monaco-workspace';
import { TerminalService } from '@theia/terminal/lib/browser/base/terminal-service';
import { AcpFrontendClient, AcpSessionState } from '../common/acp-protocol';

/** What a turn in the chat does with its updates and questions. */
export interface AcpTurnHandler {
    onUpdates(updates: SessionNotification[]): void;
    requestPermission(request: RequestPermissionRequest): Promise<RequestPermissionResponse>;
}

@injectable()
export class AcpFrontendClientImpl implements AcpFrontendClient {

    @inject(FileService) protected readonly fileService: FileService;
    @inject(MonacoWorkspace) protected readonly workspace: MonacoWorkspace;
    @inject(TerminalService) protected readonly terminals: TerminalService;
    @inject(PromptService) protected readonly prompts: PromptService;

    protected readonly turns = new Map<string, AcpTurnHandler>();
    protected readonly sessionStateEmitter = new Emitter<{ agentName: string, chatSessionId: string, state: AcpSessionState }>();
    /** A chat session's ACP session changed on the agent's side. */
    readonly onDidChangeSessionState = this.sessionStateEmitter.event;
    /** The prompt fragments registered for each agent's slash commands. */
    protected readonly commandFragments = new Map<string, string[]>();

    register(turnId: string, handler: AcpTurnHandler): { dispose(): void } {
        this.turns.set(turnId, handler);
        return { dispose: () => this.turns.delete(turnId) };
    }

    onUpdates(turnId: string, updates: SessionNotification[]): void {
        this.turns.get(turnId)?.onUpdates(updates);
    }

    async requestPermission(turnId: string, request: RequestPermissionRequest): Promise<RequestPermissionResponse> {
        const turn = this.turns.get(turnId);
        return turn ? turn.requestPermission(request) : { outcome: { outcome: 'cancelled' } };
    }

    /** An open editor's text, saved or not; else the file's. */
    async readTextFile(request: ReadTextFileRequest): Promise<ReadTextFileResponse> {
        const uri = FileUri.create(request.path);
        const model = this.workspace.getTextDocument(uri.toString());
        const text = model ? model.getText() : (await this.fileService.read(uri)).value;
        if (request.line == null && request.limit == null) {
            return { content: text };
        }
        const lines = text.split('\n');
        const start = Math.max((request.line ?? 1) - 1, 0);
        const end = request.limit == null ? lines.length : start + request.limit;
        return { content: lines.slice(start, end).join('\n') };
    }

    /** Into the open editor (and saved), or into the file, which is created where there is none. */
    async writeTextFile(request: WriteTextFileRequest): Promise<void> {
        const uri: URI = FileUri.create(request.path);
        const model = this.workspace.getTextDocument(uri.toString());
        if (model) {
            model.textEditorModel.setValue(request.content);
            await model.save();
            return;
        }
        await this.fileService.write(uri, request.content);
    }

    /** A terminal widget in the bottom panel, attached to the command's process: it shows what the command writes as it runs. */
    async showTerminal(terminalId: number, title: string): Promise<void> {
        const widget = await this.terminals.newTerminal({
            title, kind: 'acp', isTransient: true, useServerTitle: false, destroyTermOnClose: false
        });
        await widget.start(terminalId);
        await this.terminals.open(widget, { mode: 'reveal' });
    }

    onSessionState(agentName: string, chatSessionId: string, state: AcpSessionState): void {
        this.sessionStateEmitter.fire({ agentName, chatSessionId, state });
    }

    /**
     * The agent's commands as the chat's slash commands for it: typed after `@agent`, `/` offers them,
     * and the request's text (with `/name`) goes to the agent as typed.
     */
    onCommands(agentName: string, commands: AvailableCommand[]): void {
        for (const id of this.commandFragments.get(agentName) ?? []) {
            this.prompts.removePromptFragment(id);
        }
        const ids: string[] = [];
        for (const command of commands) {
            const id = `acp-${agentName}-${command.name}`;
            this.prompts.addBuiltInPromptFragment({
                id, template: `/${command.name}`, isCommand: true, commandName: command.name,
                commandDescription: command.description, commandArgumentHint: command.input?.hint, commandAgents: [agentName]
            });
            ids.push(id);
        }
        this.commandFragments.set(agentName, ids);
    }
}
