package io.github.acp4j.agent;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import org.junit.jupiter.api.Test;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/**
 * The agent's packages depend on each other in one direction (tools, then permission, then
 * session, then turn and handlers), so each can be read, tested and replaced without the others.
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
}
