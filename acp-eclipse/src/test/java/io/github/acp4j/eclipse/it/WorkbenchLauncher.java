package io.github.acp4j.eclipse.it;

import org.eclipse.core.runtime.adaptor.EclipseStarter;

/**
 * The test workbench's main: Equinox's {@code EclipseStarter.main} keeps the framework (and the JVM)
 * running after the application returns, as the native launcher expects; this ends both, as the
 * {@code eclipse} executable does.
 */
public final class WorkbenchLauncher {
	private WorkbenchLauncher() {
	}

	/** Runs the configured application with {@code args}, then exits with its code. */
	public static void main(String[] args) throws Exception {
		Object result = EclipseStarter.run(args, null);
		System.exit(result instanceof Integer code ? code : 1);
	}
}
