package io.github.acp4j.agent;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import org.junit.jupiter.api.Test;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/**
 * The agent's packages depend on each other in one direction (the SPI, then tools, permission,
 * session, then turn and handlers), so each can be read, tested and replaced without the others;
 * the SPI, which extensions compile against, uses nothing else of the agent.
 */
class PackageCyclesTest {

	private static final JavaClasses AGENT = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
			.importPackages("io.github.acp4j.agent");

	@Test
	void noPackageOfTheAgentDependsOnItselfThroughAnother() {
		slices().matching("io.github.acp4j.agent.(**)").namingSlices("$1").should().beFreeOfCycles().check(AGENT);
	}

	@Test
	void noAreaOfTheAgentDependsOnItselfThroughAnother() {
		slices().matching("io.github.acp4j.agent.(*)..").namingSlices("$1").should().beFreeOfCycles().check(AGENT);
	}

	@Test
	void theSpiUsesOnlyTheProtocolApiAndItsLibraries() {
		classes().that().resideInAPackage("io.github.acp4j.agent.spi..").should().onlyDependOnClassesThat()
				.resideInAnyPackage("io.github.acp4j.agent.spi..", "io.github.acp4j.api..", "io.github.acp4j.jsonrpc..",
						"org.eclipse.lsp4j.jsonrpc..", "com.google.gson..", "com.google.inject..", "okhttp3..", "java..", "")
				.check(AGENT);
	}
}
