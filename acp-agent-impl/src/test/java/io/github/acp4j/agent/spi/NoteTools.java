package io.github.acp4j.agent.spi;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** An extension's file tools, as its author writes them: each takes the file as a {@link WorkspaceFile}. */
public final class NoteTools {

	@Tool(description = "Reads a note", kind = "read", permission = PermissionClass.READ)
	public String readNote(@Param(name = "file", value = "The note") WorkspaceFile file) throws ToolException, InterruptedException {
		return file.readString();
	}

	@Tool(description = "Reads a note as bytes", kind = "read", permission = PermissionClass.READ)
	public String streamNote(@Param(name = "file", value = "The note") WorkspaceFile file) throws IOException, ToolException {
		try (InputStream in = file.newInputStream()) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
	}

	@Tool(description = "Replaces a note", kind = "edit", permission = PermissionClass.WRITE)
	public String writeNote(@Param(name = "file", value = "The note") WorkspaceFile file, @Param(name = "text", value = "Its new text") String text)
			throws ToolException, InterruptedException {
		file.writeString(text);
		return "written";
	}
}
