package io.github.acp4j.inspector;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import org.junit.jupiter.api.Test;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/** The command on top, its parts in internal below it, and nothing of the agent or of the protocol's types. */
class PackageCyclesTest {

	private static final JavaClasses INSPECTOR = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
			.importPackages("io.github.acp4j.inspector");

	@Test
	void noPackageDependsOnItselfThroughAnother() {
		slices().matching("io.github.acp4j.inspector.(**)").should().beFreeOfCycles().check(INSPECTOR);
	}

	@Test
	void theInternalPartsDoNotReachBackToTheCommand() {
		noClasses().that().resideInAPackage("io.github.acp4j.inspector.internal..").should().dependOnClassesThat()
				.resideInAPackage("io.github.acp4j.inspector").check(INSPECTOR);
	}

	@Test
	void theInspectorReadsNoAcpTypeAndUsesNothingOfTheAgent() {
		noClasses().should().dependOnClassesThat().resideInAnyPackage("io.github.acp4j.agent..", "io.github.acp4j.api..",
				"com.google.inject..").check(INSPECTOR);
	}
}
