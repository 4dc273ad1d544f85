package io.github.acp4j.samples;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import io.github.acp4j.api.AcpErrors;
import io.github.acp4j.api.types.ReadTextFileRequest;
import io.github.acp4j.api.types.ReadTextFileResponse;
import io.github.acp4j.api.types.WriteTextFileRequest;
import io.github.acp4j.api.types.WriteTextFileResponse;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * {@code fs/read_text_file} and {@code fs/write_text_file} served from the local disk; paths must be
 * absolute. A file that does not exist under the session's directory reads as empty, as in Zed, where
 * it is a new buffer: agents such as gemini-cli read a file before they create it and take any error
 * for a failure (the TypeScript SDK hands them the JSON-RPC error, never an {@code ENOENT}). Outside
 * that directory a missing file is {@code -32002}, ACP's error for a missing resource.
 */
final class LocalFileSystem {

	private final Path root;

	/** @param root the session's directory */
	LocalFileSystem(Path root) {
		this.root = root.toAbsolutePath().normalize();
	}

	CompletableFuture<ReadTextFileResponse> read(ReadTextFileRequest request) {
		try {
			Path file = absolute(request.path());
			String text;
			try {
				text = Files.readString(file, StandardCharsets.UTF_8);
			} catch (NoSuchFileException e) {
				if (!file.normalize().startsWith(root)) {
					throw e;
				}
				text = ""; // a new file, as an editor's new buffer
			}
			if (request.line() == null && request.limit() == null) {
				return CompletableFuture.completedFuture(ReadTextFileResponse.of(text));
			}
			List<String> lines = text.lines().toList();
			int from = (int) Math.max(0, Math.min(lines.size(), (request.line() == null ? 1 : request.line()) - 1));
			int to = request.limit() == null ? lines.size() : (int) Math.min(lines.size(), from + request.limit());
			String page = String.join("\n", lines.subList(from, to));
			return CompletableFuture.completedFuture(ReadTextFileResponse.of(to > from ? page + "\n" : ""));
		} catch (NoSuchFileException e) {
			return CompletableFuture.failedFuture(JsonRpcErrors.error(AcpErrors.RESOURCE_NOT_FOUND, "No such file: " + request.path()));
		} catch (IOException | RuntimeException e) {
			return CompletableFuture.failedFuture(failure("read", request.path(), e));
		}
	}

	CompletableFuture<WriteTextFileResponse> write(WriteTextFileRequest request) {
		try {
			Path file = absolute(request.path());
			if (file.getParent() != null) {
				Files.createDirectories(file.getParent());
			}
			Files.writeString(file, request.content() == null ? "" : request.content(), StandardCharsets.UTF_8);
			return CompletableFuture.completedFuture(WriteTextFileResponse.of());
		} catch (IOException | RuntimeException e) {
			return CompletableFuture.failedFuture(failure("write", request.path(), e));
		}
	}

	private static Path absolute(String path) {
		Path file;
		try {
			file = Path.of(path == null ? "" : path);
		} catch (InvalidPathException e) {
			throw JsonRpcErrors.invalidParams("path is not a valid path: " + path);
		}
		if (!file.isAbsolute()) {
			throw JsonRpcErrors.invalidParams("path must be absolute: " + path);
		}
		return file;
	}

	private static Throwable failure(String what, String path, Exception e) {
		if (e instanceof org.eclipse.lsp4j.jsonrpc.ResponseErrorException) {
			return e;
		}
		return JsonRpcErrors.internalError("Cannot " + what + " " + path + ": " + e.getClass().getSimpleName()
				+ (e.getMessage() == null ? "" : " " + e.getMessage()));
	}
}
