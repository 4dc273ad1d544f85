package io.github.acp4j.eclipse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.swt.widgets.Display;

import io.github.acp4j.api.types.ReadTextFileRequest;
import io.github.acp4j.api.types.ReadTextFileResponse;
import io.github.acp4j.api.types.WriteTextFileRequest;
import io.github.acp4j.api.types.WriteTextFileResponse;

/**
 * {@code fs/read_text_file} and {@code fs/write_text_file} through the workspace: a file open in an
 * editor is read from its document (unsaved changes included) and written through it, so the editor
 * turns dirty and Undo takes the change back; any other file of a workspace project is read from and
 * written to disk, and the workspace refreshed. A path outside every project, or a read-only file, is
 * an error. Documents are touched on the UI thread only, in an {@code asyncExec}; the answer is
 * completed on {@code replies}, so the calling reader thread never waits and the UI thread never
 * writes to the agent.
 */
public final class DocumentFileSystem {
	private final Display display;
	private final Executor replies;

	/** Serves files on {@code display}'s thread and completes the answers on {@code replies}. */
	public DocumentFileSystem(Display display, Executor replies) {
		this.display = display;
		this.replies = replies;
	}

	/** The file's text (its open document's, if any), from {@code line} (1-based) for {@code limit} lines. */
	public CompletableFuture<ReadTextFileResponse> read(ReadTextFileRequest request) {
		return onUiThread(() -> {
			IFile file = workspaceFile(request.path());
			ITextFileBuffer buffer = openBuffer(file);
			String text = buffer != null ? buffer.getDocument().get()
					: Files.readString(file.getLocation().toPath(), StandardCharsets.UTF_8);
			return ReadTextFileResponse.of(lines(text, request.line(), request.limit()));
		});
	}

	/** Replaces the file's text: in its open document when there is one, else on disk. */
	public CompletableFuture<WriteTextFileResponse> write(WriteTextFileRequest request) {
		return onUiThread(() -> {
			IFile file = workspaceFile(request.path());
			if (file.getResourceAttributes() != null && file.getResourceAttributes().isReadOnly()) {
				throw invalid("the file is read-only: " + request.path());
			}
			ITextFileBuffer buffer = openBuffer(file);
			if (buffer != null) {
				replaceChanged(buffer.getDocument(), request.content());
			} else {
				Path path = file.getLocation().toPath();
				Files.createDirectories(path.getParent());
				Files.writeString(path, request.content(), StandardCharsets.UTF_8);
				file.refreshLocal(IResource.DEPTH_ZERO, null);
			}
			return WriteTextFileResponse.of();
		});
	}

	/** Replaces only the part of {@code document} that differs, so the undo step and the caret stay small. */
	static void replaceChanged(IDocument document, String text) throws BadLocationException {
		String old = document.get();
		int prefix = 0;
		int max = Math.min(old.length(), text.length());
		while (prefix < max && old.charAt(prefix) == text.charAt(prefix)) {
			prefix++;
		}
		int suffix = 0;
		while (suffix < max - prefix && old.charAt(old.length() - 1 - suffix) == text.charAt(text.length() - 1 - suffix)) {
			suffix++;
		}
		if (prefix != old.length() || prefix != text.length()) {
			document.replace(prefix, old.length() - prefix - suffix, text.substring(prefix, text.length() - suffix));
		}
	}

	/** {@code limit} lines of {@code text} from the 1-based {@code line}; null means from the start, to the end. */
	static String lines(String text, Long line, Long limit) {
		if (line == null && limit == null) {
			return text;
		}
		String[] all = text.split("(?<=\n)", -1);
		int from = (int) Math.min(all.length, Math.max(0, line == null ? 0 : line - 1));
		int to = limit == null ? all.length : (int) Math.min(all.length, from + Math.max(0, limit));
		return String.join("", java.util.Arrays.asList(all).subList(from, to));
	}

	private static IFile workspaceFile(String path) {
		IPath location = IPath.fromOSString(path);
		if (!location.isAbsolute()) {
			throw invalid("the path is not absolute: " + path);
		}
		IFile file = ResourcesPlugin.getWorkspace().getRoot().getFileForLocation(location);
		if (file == null || file.getProject() == null || !file.getProject().isOpen()) {
			throw invalid("the file is outside the workspace's open projects: " + path);
		}
		return file;
	}

	private static ITextFileBuffer openBuffer(IFile file) {
		return FileBuffers.getTextFileBufferManager().getTextFileBuffer(file.getFullPath(), LocationKind.IFILE);
	}

	private static ResponseErrorException invalid(String message) {
		return new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams, message, null));
	}

	/** Work that may throw, run on the UI thread. */
	private interface UiWork<T> {
		T run() throws IOException, CoreException, BadLocationException;
	}

	private <T> CompletableFuture<T> onUiThread(UiWork<T> work) {
		CompletableFuture<T> answer = new CompletableFuture<>();
		if (display.isDisposed()) {
			answer.completeExceptionally(invalid("the workbench is closing"));
			return answer;
		}
		display.asyncExec(() -> {
			try {
				T result = work.run();
				replies.execute(() -> answer.complete(result));
			} catch (ResponseErrorException e) {
				replies.execute(() -> answer.completeExceptionally(e));
			} catch (IOException | CoreException | BadLocationException | RuntimeException e) {
				ResponseErrorException error = new ResponseErrorException(
						new ResponseError(ResponseErrorCode.InternalError, String.valueOf(e.getMessage()), null));
				replies.execute(() -> answer.completeExceptionally(error));
			}
		});
		return answer;
	}
}
