package io.github.acp4j.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;

/** Files only their owner may read or write: the generated token, the credentials of {@code --setup}. */
final class OwnerOnly {

	private OwnerOnly() {
	}

	/**
	 * Writes {@code content} to {@code file} readable and writable by its owner only (0600), replacing
	 * it at once: it is written to a temporary file beside it, renamed over it, so that no reader ever
	 * sees half of it and a failure leaves the old file as it was. The directories it makes are
	 * owner-only (0700).
	 */
	static void replace(Path file, String content) throws IOException {
		Path directory = file.toAbsolutePath().getParent();
		if (!Files.isDirectory(directory)) {
			try {
				Files.createDirectories(directory, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
			} catch (UnsupportedOperationException notPosix) {
				Files.createDirectories(directory);
			}
		}
		Path temporary = directory.resolve(file.getFileName() + "." + ProcessHandle.current().pid() + ".tmp");
		Files.deleteIfExists(temporary);
		try {
			Files.createFile(temporary, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
		} catch (UnsupportedOperationException notPosix) {
			Files.createFile(temporary);
		}
		try {
			Files.writeString(temporary, content, StandardCharsets.UTF_8);
			Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
		} finally {
			Files.deleteIfExists(temporary);
		}
	}
}
