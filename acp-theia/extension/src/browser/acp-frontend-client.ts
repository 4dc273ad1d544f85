// The frontend side of the backend's ACP client: files through Theia's editors and file service,
// updates and questions to the turn's chat response.
import type {
    ReadTextFileRequest, ReadTextFileResponse, RequestPermissionRequest, RequestPermissionResponse,
    SessionNotification, WriteTextFileRequest
} from '@agentclientprotocol/sdk';
import { URI } from '@theia/core';
import { FileUri } from '@theia/core/lib/common/file-uri';
import { inject, injectable } from '@theia/core/shared/inversify';
import { FileService } from '@theia/filesystem/lib/browser/file-service';
import { MonacoWorkspace } from '@theia/monaco/lib/browser/monaco-workspace';
import { AcpFrontendClient } from '../common/acp-protocol';

/** What a turn in the chat does with its updates and questions. */
export interface AcpTurnHandler {
    onUpdates(updates: SessionNotification[]): void;
    requestPermission(request: RequestPermissionRequest): Promise<RequestPermissionResponse>;
}

@injectable()
export class AcpFrontendClientImpl implements AcpFrontendClient {

    @inject(FileService) protected readonly fileService: FileService;
    @inject(MonacoWorkspace) protected readonly workspace: MonacoWorkspace;

    protected readonly turns = new Map<string, AcpTurnHandler>();

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
}
